import PresentationKitCore

/// Where the answers to “Don't ask again” questions are kept, as an ``AlertSession`` asks:
/// PresentationKitGtk's `AlertSuppression` (the application's file) for the presenters and
/// `present(on:)`; none for the `alert` command, which keeps its own (`--dont-ask-again`).
@MainActor
package protocol AnswerMemory {
    /// Whether `message` gets a **Don't ask again** check button.
    func offersRemembering(_ message: AlertMessage) -> Bool
    /// The action remembered for `message` and the answer it gives, or `nil` to ask.
    func rememberedChoice(for message: AlertMessage) -> (action: AlertAction, answer: AlertAnswer)?
    /// Keep `answer` (a chosen action's) for `message`.
    func remember(_ answer: AlertAnswer, for message: AlertMessage)
}
