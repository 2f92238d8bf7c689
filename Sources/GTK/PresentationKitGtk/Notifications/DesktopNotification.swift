import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import PresentationKitDialogs   // ClosureBox, SignalConnection

/// The one desktop notification a presenter keeps on the desktop while what it shows
/// waits in a window the person is not looking at (docs/presenters.md, "Desktop
/// notifications"): sent through GLib's `GNotification` under a fixed id, so a second
/// send replaces the first, withdrawn when what it says is over. Its default action
/// calls the presenter back (to present its window).
///
/// Nothing is sent without an application with an id and a session bus, nor when no
/// notification service is on the bus (asked first, so GLib never warns).
@MainActor
final class DesktopNotification {

    /// Whether presenters made from now on notify (``AlertPresenter/notifiesWhenInactive``):
    /// the test hosts' switch (Testing/TestHooks.swift).
    static var isOnByDefault = true

    /// The application action a notification's default action activates, with its id.
    private static let actionName = "presentationkit-notification"

    /// The notifications with an id, by id, while their presenters live.
    private static var registered: [String: Weak] = [:]
    /// The `activate` connections of the applications' actions (one an application).
    private static var actionConnections: [SignalConnection] = []
    private static var serial = 0

    private struct Weak { weak var notification: DesktopNotification? }

    /// Its id, unique in the process ("presentationkit-alert-3").
    let id: String
    /// What its default action does.
    private let activated: @MainActor () -> Void
    /// The application it was sent by, while it is on the desktop (or about to be).
    private var application: UnsafeMutablePointer<GApplication>?
    /// Counts sends and withdrawals: a service lookup answered after a later one is stale.
    private var generation = 0
    /// Whether GLib may not have the service's answer to the last send yet. GLib's
    /// freedesktop backend learns a notification's id only from that answer: until then it
    /// can neither withdraw it nor replace it (a withdrawal is lost, a replacement adds a
    /// second notification). A round trip to the service after each send says when the
    /// answer is in.
    private var isAwaitingTheService = false
    /// A send asked for while awaiting the service: made once it has answered.
    private var sendWhenAnswered: (@MainActor () -> Void)?

    /// Whether it is on the desktop, or on its way there.
    var isSent: Bool { application != nil }

    /// A notification of `kind` ("alert", "progress"), calling `activated` when the person
    /// clicks it.
    init(kind: String, activated: @escaping @MainActor () -> Void) {
        Self.serial += 1
        id = "presentationkit-\(kind)-\(Self.serial)"
        self.activated = activated
        Self.registered[id] = Weak(notification: self)
    }

    isolated deinit {
        withdraw()
        Self.registered[id] = nil
    }

    /// Whether no window of this process is active: the person is elsewhere.
    static var isElsewhere: Bool { pk_any_window_is_active() == 0 }

    /// Send `title` and `body` (or replace what this notification says) through the
    /// application of `window` (else the default one), once the bus says a notification
    /// service is there.
    func send(title: String, body: String?, for window: UnsafeMutablePointer<GtkWindow>?) {
        let owner = window.flatMap { gtk_window_get_application($0) }.map { UnsafeMutableRawPointer($0) }
        guard let app = (owner ?? g_application_get_default().map { UnsafeMutableRawPointer($0) })?
            .assumingMemoryBound(to: GApplication.self),
            g_application_get_application_id(app) != nil, g_application_get_dbus_connection(app) != nil
        else { return }
        send(title: title, body: body, through: app)
    }

    /// Send through `app`, or once the service has answered the last send.
    private func send(title: String, body: String?, through app: UnsafeMutablePointer<GApplication>) {
        guard !isAwaitingTheService else {
            sendWhenAnswered = { [weak self] in self?.send(title: title, body: body, through: app) }
            return
        }
        Self.addAction(to: app)
        generation += 1
        application = app
        let expected = generation
        typealias Answer = @MainActor (Bool) -> Void
        let answer: Answer = { [weak self] available in
            guard let self, self.generation == expected, let app = self.application else { return }
            guard available else {
                self.application = nil
                return
            }
            pk_application_send_notification(app, self.id, title, body, "app." + Self.actionName)
            self.awaitTheService(app)
        }
        pk_notification_service_lookup(app, { available, data in
            let answer = ClosureBox<Answer>.closure(from: data)
            MainActor.assumeIsolated { answer(available != 0) }
        }, ClosureBox<Answer>.retained(answer), releaseClosureBox)
    }

    /// Take it off the desktop, if it is there (or once GLib knows where it is).
    func withdraw() {
        generation += 1
        sendWhenAnswered = nil
        guard let app = application else { return }
        application = nil
        g_application_withdraw_notification(app, id)
    }

    /// After a send: once the service has answered it, withdraw what was withdrawn
    /// meanwhile (GLib's withdrawal found nothing to withdraw then), even if this
    /// notification is gone by then (its deinit withdrew it), and make the send asked for
    /// meanwhile. The application outlives its notifications (it owns their windows).
    private func awaitTheService(_ app: UnsafeMutablePointer<GApplication>) {
        isAwaitingTheService = true
        let id = id
        typealias Answered = @MainActor () -> Void
        let answered: Answered = { [weak self] in
            guard let self else { return g_application_withdraw_notification(app, id) }
            self.isAwaitingTheService = false
            if self.application == nil { g_application_withdraw_notification(app, id) }
            let send = self.sendWhenAnswered
            self.sendWhenAnswered = nil
            send?()
        }
        pk_notification_service_round_trip(app, { _, data in
            let answered = ClosureBox<Answered>.closure(from: data)
            MainActor.assumeIsolated { answered() }
        }, ClosureBox<Answered>.retained(answered), releaseClosureBox)
    }

    /// The person clicked it: GLib has forgotten it already.
    private func activate() {
        generation += 1
        application = nil
        activated()
    }

    /// Add the action notifications' default actions activate to `app`, once.
    private static func addAction(to app: UnsafeMutablePointer<GApplication>) {
        let map = OpaquePointer(app)   // GActionMap, an interface: opaque to Swift
        guard g_action_map_lookup_action(map, actionName) == nil else { return }
        typealias Handler = @MainActor (String) -> Void
        let handler: Handler = { id in registered[id]?.notification?.activate() }
        let handlerID = pk_application_add_notification_action(app, actionName, { id, data in
            let handler = ClosureBox<Handler>.closure(from: data)
            let id = String(cString: id!)
            MainActor.assumeIsolated { handler(id) }
        }, ClosureBox<Handler>.retained(handler), releaseClosureBox)
        if let action = g_action_map_lookup_action(map, actionName) {
            actionConnections.append(SignalConnection(instance: UnsafeMutableRawPointer(action), id: UInt(handlerID)))
        }
    }
}
