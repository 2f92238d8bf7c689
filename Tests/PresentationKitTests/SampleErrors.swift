import Foundation
import PresentationKit

/// The seed's custom error.
enum DataError: String, AlertableError {
    case networkUnavailable

    var alertMessage: AlertMessage {
        AlertMessage(title: "A \(rawValue) error occurred", message: "Please try again later.")
    }
}

/// An error with a readable description of its own, distinct per `text`.
struct LabelledError: LocalizedError, Equatable {
    let text: String
    var errorDescription: String? { text }
}

/// An error naming the task that sent it and its position in that task's sequence.
struct NumberedError: LocalizedError {
    let task: Int
    let sequence: Int
    var errorDescription: String? { "Failure \(task).\(sequence)" }
}

/// An error that is neither alertable nor localized.
struct PlainError: Error {}
