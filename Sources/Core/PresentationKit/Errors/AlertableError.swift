/// An error that knows how it should be alerted.
///
/// ```swift
/// enum DataError: String, AlertableError {
///     case networkUnavailable
///
///     var alertMessage: AlertMessage {
///         AlertMessage(title: "A \(rawValue) error occurred", message: "Please try again later.")
///     }
/// }
/// ```
public protocol AlertableError: Error {

    /// The alert shown for this error.
    var alertMessage: AlertMessage { get }
}
