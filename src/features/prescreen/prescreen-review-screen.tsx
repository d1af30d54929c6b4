export default function PrescreenReviewScreen() {
  return null;
}
