import Observation

/// The live state of an alert's fields and buttons while its dialog is shown: each
/// field's text as typed, why it is refused, and which buttons are disabled and why. Both
/// styles' dialogs keep one; it is toolkit-free, so its rules are tested without a display.
///
/// ``changed(field:to:)`` records a keystroke (written to the field's binding) and
/// re-evaluates a moment later (``init(_:later:)``), once for everything that asked in the
/// meantime: the keystroke, the model change its binding made, and the presenter's new
/// closures (``update(_:)``), so a field's `.validation` runs once a key. Reading ``state``
/// before then evaluates at once, so a Return right after a key sees the new state. The
/// evaluation is observed too: a change of anything a validation or a `.disabled`
/// condition read (the model) re-evaluates on the main actor, and ``onChange`` gets the new
/// state. Nothing here rebuilds the dialog.
///
/// A field's binding is observed the same way: when the model gives it another value while
/// the dialog is shown (not the one just typed), the field takes it, as a SwiftUI
/// `TextField` follows its binding, and ``onTextReplaced`` puts it in the entry. So what
/// the person sees is what the model holds, and an action never reads a value the field
/// does not show. A read-only binding (one whose value does not change) never replaces
/// what is typed.
@MainActor
package final class AlertInputs {

    /// What the dialog shows of the fields' state.
    package struct State: Equatable, Sendable {
        /// For each field, why its text is refused, or `nil`.
        package var reasons: [String?]
        /// For each button (left to right), whether it is disabled.
        package var disabled: [Bool]
        /// Why the disabled buttons are disabled: the first refused field's reason, else a
        /// general sentence; `nil` while none is.
        package var whyDisabled: String?
        /// For each button (left to right), the label it shows for the items checked now
        /// (``AlertAction/label(_:)``), or `nil` where it keeps its own.
        package var labels: [String?] = []

        /// Whether the button at `index` can be chosen.
        package func isEnabled(_ index: Int) -> Bool {
            !disabled.indices.contains(index) || !disabled[index]
        }
    }

    package private(set) var layout: DialogLayout
    /// Each field's text as typed (a field's own copy: its binding may be read-only).
    package private(set) var texts: [String]
    /// Whether each item is checked, as the person left it.
    package private(set) var checked: [Bool]
    /// The state now: an evaluation still waiting for the end of the turn runs first.
    package var state: State {
        evaluateIfPending()
        return evaluated
    }
    /// Told of each new state (not of one equal to the last).
    package var onChange: ((State) -> Void)?
    /// Told when the model gave field `index` a new text, which the entry must now show.
    package var onTextReplaced: ((_ index: Int, _ text: String) -> Void)?
    /// Called when the model gave an item's binding another value while the alert is shown:
    /// its row shows it.
    package var onCheckReplaced: ((_ index: Int, _ isChecked: Bool) -> Void)?
    /// Each field's binding as last read or written here: a value other than this one is
    /// the model's own change.
    private var bindingValues: [String]
    private var generation = 0
    /// The state as last evaluated.
    private var evaluated: State
    /// Whether something changed since that evaluation, which then waits (``evaluateSoon()``).
    private var isEvaluationPending = false
    /// Runs its work a moment later, after the main actor's jobs queued until now.
    private let later: @MainActor (@escaping @MainActor () -> Void) -> Void

    /// The state for `layout`, its fields prefilled from their bindings. `later` runs a
    /// waiting evaluation after the main actor's jobs queued until then (a presenter's
    /// refresh among them): by default a main-actor task; a dialog's session gives a GLib
    /// idle that also runs where nothing drains the main actor's queue (the `alert`
    /// command), and before GTK paints.
    package init(
        _ layout: DialogLayout,
        later: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } }
    ) {
        self.layout = layout
        self.later = later
        texts = layout.fields.map { $0.text.wrappedValue }
        bindingValues = texts
        checked = layout.items.map(\.isChecked)
        evaluated = State(reasons: [], disabled: [], whyDisabled: nil)
        evaluated = evaluate()
    }

    /// Whether the alert has anything to keep live: fields, items, or a `.disabled` action.
    package var isLive: Bool {
        !layout.fields.isEmpty || !layout.items.isEmpty
            || layout.buttons.contains {
                $0.action.disabledCondition != nil || $0.action.makeCountingLabel != nil || $0.action.needsACheckedItem
            }
    }

    /// The ids of the items checked now, in order.
    package var checkedItems: [String] {
        zip(layout.items, checked).compactMap { item, isChecked in isChecked ? item.id : nil }
    }

    /// The person checked or unchecked item `index`: write it to the binding, and
    /// re-evaluate at the end of the turn (the labels count it), as a keystroke does.
    package func toggled(item index: Int, to isChecked: Bool) {
        guard checked.indices.contains(index), checked[index] != isChecked else { return }
        checked[index] = isChecked
        layout.items[index].binding?.wrappedValue = isChecked
        // A bound item's write changes the model, so the presenter gives new closures
        // before the turn ends: one evaluation serves both.
        evaluateSoon()
    }

    /// The person changed the text of field `index`: write it to the binding, and
    /// re-evaluate at the end of the turn (``state`` evaluates sooner when read).
    package func changed(field index: Int, to text: String) {
        guard texts.indices.contains(index), texts[index] != text else { return }
        texts[index] = text
        let before = bindingValues[index]
        layout.fields[index].text.wrappedValue = text
        let held = layout.fields[index].text.wrappedValue
        bindingValues[index] = held
        if held != before && held != text {
            // A model that rewrites what it is given (trims, lowercases) holds another text
            // than the one typed: the field shows it at once. A binding that kept its value
            // (read-only) has not changed the model's text, and the field keeps what was typed.
            texts[index] = held
            onTextReplaced?(index, held)
        }
        // The write has just changed the model, so the presenter gives new closures
        // (``update(_:)``) before the turn ends: one evaluation serves both.
        evaluateSoon()
    }

    /// Take the closures of `layout` (the same entries: ``DialogLayout/hasSameButtons(as:)``)
    /// in place, keeping the texts typed; they are evaluated at the end of the turn, with
    /// the keystroke that changed the model, if one did. Always evaluated: a new closure may
    /// capture other values (a `presenting:` item's), so the same text may now be refused.
    package func update(_ layout: DialogLayout) {
        self.layout = layout
        evaluateSoon()
    }

    /// Stop observing; no more ``onChange``.
    package func stop() {
        generation += 1
        isEvaluationPending = false
        onChange = nil
        onTextReplaced = nil
        onCheckReplaced = nil
    }

    /// Evaluate once a moment later (``init(_:later:)``), however many changes ask for it
    /// before then: the keystroke's own, the model's that its binding made, the presenter's
    /// new layout, whose refresh the binding's write queued before this.
    private func evaluateSoon() {
        guard !isEvaluationPending else { return }
        isEvaluationPending = true
        // Nothing when ``state`` was read (and evaluated) in between, or after ``stop()``.
        later { [weak self] in self?.evaluateIfPending() }
    }

    private func evaluateIfPending() {
        guard isEvaluationPending else { return }
        isEvaluationPending = false
        reevaluate()
    }

    private func reevaluate() {
        isEvaluationPending = false   // this evaluation is the one that waited, if one did
        let new = evaluate()
        guard new != evaluated else { return }
        evaluated = new
        onChange?(new)
    }

    /// Evaluate, observed: the first change to what it read (the bindings included)
    /// re-evaluates once.
    private func evaluate() -> State {
        generation += 1
        let armed = generation
        var replaced: [Int] = []
        var rechecked: [Int] = []
        let new = withObservationTracking { () -> State in
            replaced = takeTheModelsTexts()
            rechecked = takeTheModelsChecks()
            return computeState()
        } onChange: { [weak self] in
            Task { @MainActor in
                guard let self, self.generation == armed else { return }
                // With whatever else changed in this turn (a presenter's new layout).
                self.evaluateSoon()
            }
        }
        for index in replaced { onTextReplaced?(index, texts[index]) }
        for index in rechecked { onCheckReplaced?(index, checked[index]) }
        return new
    }

    /// Read each item's binding; where the model changed it, the row takes its value (each
    /// toggle writes the binding, so the two differ only when the model changed it).
    /// Returns the items whose state that changed.
    private func takeTheModelsChecks() -> [Int] {
        var rechecked: [Int] = []
        for (index, item) in layout.items.enumerated() {
            guard let value = item.binding?.wrappedValue, value != checked[index] else { continue }
            checked[index] = value
            rechecked.append(index)
        }
        return rechecked
    }

    /// Read each field's binding; where the model changed it, the field takes its value.
    /// Returns the fields whose text that changed.
    private func takeTheModelsTexts() -> [Int] {
        var replaced: [Int] = []
        for (index, field) in layout.fields.enumerated() {
            let value = field.text.wrappedValue
            guard value != bindingValues[index] else { continue }
            bindingValues[index] = value
            if value != texts[index] {
                texts[index] = value
                replaced.append(index)
            }
        }
        return replaced
    }

    private func computeState() -> State {
        let reasons = zip(layout.fields, texts).map { field, text in field.reason(for: text) }
        let refused = reasons.contains { $0 != nil }
        let count = checked.lazy.filter { $0 }.count
        let disabled = layout.buttons.indices.map { index in
            layout.buttons[index].action.isDisabled || (refused && index == layout.defaultIndex)
                || (layout.buttons[index].action.needsACheckedItem && count == 0)
        }
        let noneChecked = count == 0 && layout.buttons.contains { $0.action.needsACheckedItem }
        let why: String? =
            if !disabled.contains(true) { nil } else if !refused && noneChecked {
                // TRANSLATORS: read by a screen reader on an alert's button that acts on the items checked above it (Discard), disabled while none is.
                localized("Not available until an item above is checked.")
            } else {
                reasons.lazy.compactMap { $0 }.first
                    // TRANSLATORS: read by a screen reader on an alert's button that is disabled, when no field says why.
                    ?? localized("Not available until the fields above are filled in.")
            }
        let labels = layout.buttons.map { button in
            button.action.makeCountingLabel.map { _ in withoutNUL(button.action.shownLabel(checked: count)) }
        }
        return State(reasons: reasons, disabled: disabled, whyDisabled: why, labels: labels)
    }
}
