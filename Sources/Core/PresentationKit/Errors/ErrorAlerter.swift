import Foundation

/// A type that alerts errors through its ``errorContext``.
///
/// Conform, give it a context, and attach a presenter to that context (on GTK,
/// `AlertPresenter`); then every failure of ``tryWithErrorAlert(_:)`` is shown.
///
/// ```swift
/// final class ContentWindow: ErrorAlerter {
///     let errorContext = PresentationContext<any Error>()
///
///     func fetchClicked() {
///         tryWithErrorAlert { try await self.fetchData() }
///     }
/// }
/// ```
@MainActor
public protocol ErrorAlerter {

    /// The context the alerted errors are presented in.
    var errorContext: PresentationContext<any Error> { get }
}

public extension ErrorAlerter {

    /// Alert `error`, or queue it behind the alert shown now.
    ///
    /// A `CancellationError` or a cancelled `URLError` is not alerted: a person who
    /// cancels has not failed. An error identical (same type, same text) to the last
    /// one queued is merged into it, and the alert says how many times it happened.
    /// From another task, `await` it: the call hops to the main actor.
    func alert(error: any Error) {
        errorContext.presentAlerting(error)
    }

    /// Run a throwing async operation, and alert the error it throws.
    ///
    /// Returns the task, so the caller can cancel it; a cancelled operation that
    /// throws `CancellationError` is not alerted.
    ///
    /// ```swift
    /// Button("Fetch") { tryWithErrorAlert { try await fetchData() } }
    /// ```
    @discardableResult
    func tryWithErrorAlert(
        _ operation: @escaping @MainActor () async throws -> Void
    ) -> Task<Void, Never> {
        let context = errorContext
        return Task { @MainActor in
            do {
                try await operation()
            } catch {
                context.presentAlerting(error)
            }
        }
    }

    /// Run an operation that reports through a completion block, alert its failure,
    /// then pass its result on to `completion`.
    ///
    /// The operation must call its block on the main actor.
    func tryWithErrorAlert<E: Error>(
        _ operation: @escaping (@escaping (Result<Void, E>) -> Void) -> Void,
        completion: @escaping (Result<Void, E>) -> Void
    ) {
        let context = errorContext
        operation { result in
            if case .failure(let error) = result {
                context.presentAlerting(error)
            }
            completion(result)
        }
    }
}

extension PresentationContext where Item == any Error {

    /// Present an error with ``ErrorAlerter``'s rules: no cancellations, and a repeat of
    /// the newest error (the last queued one, or the one shown when none waits) merged
    /// into it, counted as a person counts: three identical errors, "3 times".
    func presentAlerting(_ error: any Error) {
        guard !isCancellation(error) else { return }
        if let last = queue.last {
            if let merged = RepeatedError.merging(error, into: last) {
                replaceLastQueued(with: merged)
            } else {
                present(error)
            }
        } else if let shown = item, let merged = RepeatedError.merging(error, into: shown) {
            updateShown(to: merged)
        } else {
            present(error)
        }
    }
}

/// Whether an error only says that the person, or the program, cancelled.
func isCancellation(_ error: any Error) -> Bool {
    if error is CancellationError { return true }
    if let urlError = error as? URLError, urlError.code == .cancelled { return true }
    return false
}
