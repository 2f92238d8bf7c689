// Commands for the end-to-end tests of details and "Don't ask again" (issue 22):
//
//   alerter-error          alert CocoaError(.fileNoSuchFile) through an ErrorAlerter whose
//                          context the window shows with window.alert(for:); prints
//                          "details JSON" (AlertMessage.details(of:) as a JSON string)
//   suppression-reset KEY  AlertSuppression.reset(key:); prints "reset KEY"
//   suppression-reset-all  AlertSuppression.resetAll(); prints "reset-all"
//   suppression-path       prints "suppression-path PATH" (or "-")
//   remember-keys PREFIX N keeps N answers, PREFIX0 … PREFIX(N-1), one change of the
//                          application's file each, as answers are kept; prints
//                          "remembered PREFIX N"
import CGtk
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

extension Host {

    /// Run a details or suppression command; `false` when `command` is not one.
    func handleSuppression(_ command: String, _ argument: String) -> Bool {
        switch command {
        case "alerter-error":
            if suppressionCommands == nil { suppressionCommands = SuppressionCommands(window: window) }
            let error = CocoaError(.fileNoSuchFile)
            let json = String(decoding: try! JSONEncoder().encode(AlertMessage.details(of: error)), as: UTF8.self)
            emit("details \(json)")
            suppressionCommands?.alert(error: error)
        case "suppression-reset":
            AlertSuppression.reset(key: argument)
            emit("reset \(argument)")
        case "suppression-reset-all":
            AlertSuppression.resetAll()
            emit("reset-all")
        case "suppression-path":
            emit("suppression-path \(AlertSuppression.path ?? "-")")
        case "remember-keys":
            let parts = argument.split(separator: " ")
            guard parts.count == 2, let count = Int(parts[1]) else { return false }
            for index in 0..<count { AlertSuppression.remember("OK", for: "\(parts[0])\(index)") }
            emit("remembered \(parts[0]) \(count)")
        default:
            return false
        }
        return true
    }
}

/// Created on the first `alerter-error`, so the other tests' host is unchanged.
@MainActor private var suppressionCommands: SuppressionCommands?

/// An app's ErrorAlerter, its errors shown by the window with the default details.
@MainActor
final class SuppressionCommands: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    private let presenter: AlertPresenter?

    init(window: UnsafeMutablePointer<GtkWindow>?) {
        presenter = window?.alert(for: errorContext)
    }
}
