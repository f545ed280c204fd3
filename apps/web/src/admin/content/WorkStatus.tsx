/** A part's progress (a polite status) and its error (an alert), as useWork gives them. */
export function WorkStatus({ status, error, testId }: { status: string; error: string; testId: string }) {
  return (
    <>
      <p role="status" className="admin-status" data-testid={`${testId}-status`}>
        {status}
      </p>
      {error && (
        <p role="alert" className="admin-error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
