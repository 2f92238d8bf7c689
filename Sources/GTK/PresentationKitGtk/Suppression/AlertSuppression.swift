import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import PresentationKit

/// The answers people gave to alerts with **Don't ask again** checked
/// (``AlertMessage/suppressible(key:)``), kept for the application.
///
/// They are kept per application, in `$XDG_CONFIG_HOME/APP-ID/presentationkit.conf`
/// (`~/.config/…` when the variable is unset), where APP-ID is the default
/// `GApplication`'s id (`GtkApplicationRunner(id:)`): a GKeyFile changed under a lock and
/// written atomically, so two windows or two processes of one app lose no answer. A
/// process with no application id has nowhere to keep them: its suppressible alerts show
/// no check button, and one warning says so. A file that cannot be read or is not a key
/// file counts as empty (the alerts ask), with one warning naming it; ``resetAll()``
/// removes it.
///
/// ```swift
/// // A "Reset warnings" button in the app's preferences:
/// AlertSuppression.resetAll()
/// // Ask again about this one question:
/// AlertSuppression.reset(key: "empty-trash")
/// ```
@MainActor
public enum AlertSuppression {

    /// The name of the file the answers are kept in, in the application's directory
    /// under `$XDG_CONFIG_HOME`.
    public static let fileName = "presentationkit.conf"

    /// The file this application's answers are kept in, or `nil` when the process has no
    /// default `GApplication` with an id (nothing is remembered then).
    public static var path: String? {
        guard let application = g_application_get_default(),
              let id = g_application_get_application_id(application) else { return nil }
        return SuppressionStore.path(forName: fileName, application: String(cString: id))
    }

    /// Forget the answer remembered under `key`: the alerts with that key ask again.
    /// Nothing happens when none is remembered; a file that cannot be changed is logged.
    public static func reset(key: String) {
        guard let store = store() else { return }
        do throws(SuppressionStore.Failure) {
            try store.forget(key)
        } catch {
            warnOnce(about: store.path, "cannot forget the answer to “\(key)”: \(error.message)")
        }
    }

    /// Forget every remembered answer of this application (the file is removed): every
    /// suppressible alert asks again.
    public static func resetAll() {
        guard let store = store() else { return }
        do throws(SuppressionStore.Failure) {
            try store.forgetAll()
        } catch {
            warnOnce(about: store.path, "cannot forget the remembered answers: \(error.message)")
        }
    }

    /// Whether `message` gets a **Don't ask again** check button: it has a valid key and
    /// the application has somewhere to keep its answer.
    static func offersRemembering(_ message: AlertMessage) -> Bool {
        guard let key = message.suppressionKey else { return false }
        guard SuppressionStore.isValidKey(key) else {
            warnOnce(about: "key " + key, "the suppression key “\(key)” cannot be kept (empty, or it has [, ], =, a control character, a space at an end or a leading #): the alert shows no “Don't ask again”")
            return false
        }
        return store() != nil
    }

    /// The action remembered for `message` and the answer it gives, or `nil` when the alert
    /// must ask: no key, nothing remembered, or no action of the alert matches the answer
    /// remembered (its `id`, else its label).
    static func rememberedChoice(for message: AlertMessage) -> (action: AlertAction, answer: AlertAnswer)? {
        guard offersRemembering(message), let key = message.suppressionKey, let store = store() else { return nil }
        let value: String?
        do throws(SuppressionStore.Failure) {
            value = try store.answer(for: key)
        } catch {
            warnOnce(about: store.path, "the remembered answers are ignored: \(error.message)")
            return nil
        }
        guard let value else { return nil }
        let actions = message.actions.isEmpty ? [AlertAction.ok] : message.actions
        let index = actions.firstIndex { $0.id == value }
            ?? actions.firstIndex { $0.id == nil && $0.label == value }
        return index.map { (actions[$0], AlertAnswer(actions[$0], at: $0)) }
    }

    /// Keep `answer` (a chosen action's) as the one for `message`'s key.
    static func remember(_ answer: AlertAnswer, for message: AlertMessage) {
        guard let key = message.suppressionKey, let value = answer.id ?? answer.label, let store = store() else { return }
        remember(value, for: key, in: store)
    }

    static func remember(_ value: String, for key: String, in store: SuppressionStore) {
        do throws(SuppressionStore.Failure) {
            try store.remember(value, for: key)
        } catch {
            warnOnce(about: store.path, "cannot remember the answer to “\(key)”: \(error.message)")
        }
    }

    /// This application's store, or `nil` (with one warning) when it has no id.
    static func store() -> SuppressionStore? {
        guard let path else {
            warnOnce(about: "no application id", "no GApplication with an id: answers to “Don't ask again” cannot be kept, and suppressible alerts show no check button")
            return nil
        }
        return SuppressionStore(path: path)
    }

    /// What has been warned about: each file, or each problem, once per process.
    private static var warned: Set<String> = []

    private static func warnOnce(about subject: String, _ message: String) {
        guard warned.insert(subject).inserted else { return }
        pk_log_structured(logDomain, G_LOG_LEVEL_WARNING, message, subject.hasPrefix("/") ? subject : nil)
    }
}

/// The application's file as the sessions' memory.
struct ApplicationAnswerMemory: AnswerMemory {
    func offersRemembering(_ message: AlertMessage) -> Bool { AlertSuppression.offersRemembering(message) }
    func rememberedChoice(for message: AlertMessage) -> (action: AlertAction, answer: AlertAnswer)? {
        AlertSuppression.rememberedChoice(for: message)
    }
    func remember(_ answer: AlertAnswer, for message: AlertMessage) { AlertSuppression.remember(answer, for: message) }
}

public extension AlertSession {

    /// A session for `message`, on `window` (`nil`: a dialog of its own), in `style` (the
    /// presenters' current one by default), its “Don't ask again” answers kept in the
    /// application's file (``AlertSuppression``). Nothing shows until ``start(usingRememberedAnswer:_:)``.
    convenience init(
        _ message: AlertMessage, window: UnsafeMutablePointer<GtkWindow>?, style: DialogStyle = PresentationStyle.current.dialogs
    ) {
        self.init(message, window: window, style: style, memory: ApplicationAnswerMemory())
    }
}
