import Foundation

// Here rather than beside AlertSource's other forms: `LocalizedError` is Foundation's, and
// PresentationKitCore, which `alert` links, uses no Foundation at all.
public extension AlertSource {

    /// An alert titled by the error's `errorDescription`, shown while `error` holds one;
    /// `actions` and `message` receive the error; dismissal resets `error` to `nil`, a
    /// single source of truth (SwiftUI's `alert(isPresented:error:actions:message:)`).
    /// Unless `showsDetails` is `false`, the alert carries the error's technical details
    /// (``AlertMessage/details(of:)``).
    static func error<E: LocalizedError>(
        _ error: Binding<E?>,
        showsDetails: Bool = true,
        actions: @escaping @MainActor (E) -> [AlertAction],
        message: @escaping @MainActor (E) -> String?
    ) -> AlertSource {
        AlertSource(
            presentation: { error.wrappedValue == nil ? nil : AnyHashable(true) },
            current: {
                error.wrappedValue.map {
                    AlertMessage(title: $0.errorDescription ?? localized("Error"), message: message($0),
                                 details: showsDetails ? AlertMessage.details(of: $0) : nil, actions: actions($0))
                }
            },
            answered: { error.wrappedValue = nil })
    }
}
