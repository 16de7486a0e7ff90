import { answerRoute } from '@/components/layout/answer-route';

export const dynamicParams = false;

const route = answerRoute('zh-CN');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.AnswerPage;
