import PresentationKit
import SeededRandom
import Testing

/// Random-looking labels, markup and mnemonics included; each generated action appends
/// its declared index (`"Save #3"`), so every button traces back to its action.
private let labelPool = [
    "OK", "Cancel", "Delete", "Save", "Don’t Save", "<b>Bold</b>", "Tom & Jerry", "_Mnemonic",
    "", " ", "100%", "%@", "Ünïcødé ✓", "a", "Delete", "Cancel",
]

/// One generated alert; its actions' handlers record their declared index in `ran`.
private struct GeneratedAlert: Sendable {
    let message: AlertMessage
    let ran: Log<Int>

    var actions: [AlertAction] { message.actions }
    var firstCancel: Int? { actions.firstIndex { $0.role == .cancel } }
    var name: Comment { Comment(rawValue: message.title) }

    /// The declared index of the action with this label; -1 for the standard OK.
    func declaredIndex(ofLabel label: String) -> Int? {
        if actions.isEmpty { return label == "OK" ? -1 : nil }
        guard let suffix = label.split(separator: "#").last else { return nil }
        return Int(suffix)
    }

    /// The declared index of what `ending` runs, by label; nil when it runs nothing.
    func declaredIndex(runBy ending: DialogEnding, in layout: DialogLayout) -> Int? {
        layout.action(for: ending).flatMap { declaredIndex(ofLabel: $0.label) }
    }
}

private func generateAlert(using generator: inout SplitMix64, number: Int) -> GeneratedAlert {
    let ran = Log<Int>()
    let count = Int.random(in: 0...10, using: &generator)
    var actions: [AlertAction] = []
    for index in 0..<count {
        let label = labelPool.randomElement(using: &generator)! + " #\(index)"
        let role: AlertAction.Role? =
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...1: .cancel
            case 2...3: .destructive
            default: nil
            }
        let isDefault = Int.random(in: 0..<8, using: &generator) == 0
        actions.append(AlertAction(label, role: role, isDefault: isDefault) { ran.append(index) })
    }
    let hasMessage = Bool.random(using: &generator)
    return GeneratedAlert(
        message: AlertMessage(
            title: "Alert \(number) <i>\(labelPool.randomElement(using: &generator)!)</i>",
            message: hasMessage ? "Body & <b>details</b> of \(number)" : nil,
            actions: actions),
        ran: ran)
}

/// The same 3,000 alerts every run: the generator is seeded.
private let corpus: [GeneratedAlert] = {
    var generator = SplitMix64(seed: 0x5EED_0F_D1A1_06)
    return (0..<3_000).map { generateAlert(using: &generator, number: $0) }
}()

@Suite("DialogLayout properties")
struct DialogLayoutPropertyTests {

    @Test func generatorIsDeterministic() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        var other = SplitMix64(seed: 43)
        let a = (0..<100).map { _ in first.next() }
        #expect(a == (0..<100).map { _ in second.next() })
        #expect(a != (0..<100).map { _ in other.next() })
    }

    @Test func corpusCoversTheInterestingCases() {
        #expect(corpus.count == 3_000)
        #expect(Set(corpus.map(\.actions.count)) == Set(0...10))
        #expect(corpus.contains { $0.actions.filter { $0.role == .cancel }.count > 1 })
        #expect(corpus.contains { $0.actions.contains { $0.role == .destructive && !$0.isDefault } })
        #expect(corpus.contains { $0.actions.contains { $0.role == .destructive && $0.isDefault } })
        #expect(corpus.contains { $0.actions.filter(\.isDefault).count > 1 })
        #expect(corpus.contains { $0.actions.count > 1 && $0.firstCancel == nil })
        #expect(corpus.contains { $0.actions.count == 1 && $0.firstCancel == nil })
        #expect(corpus.contains { !$0.actions.isEmpty && $0.actions.allSatisfy { $0.role != nil } })
    }

    @Test func buttonCountIsMaxOfOneAndTheActionCount() {
        for alert in corpus {
            let layout = DialogLayout(alert.message)
            #expect(layout.buttons.count == max(1, alert.actions.count), alert.name)
        }
    }

    @Test func everyActionIsReachableByExactlyOnePositionCancelFirstOthersInOrder() {
        for alert in corpus {
            let layout = DialogLayout(alert.message)
            let reached = layout.buttons.indices.map { alert.declaredIndex(runBy: .chosen($0), in: layout) }
            if alert.actions.isEmpty {
                #expect(reached == [-1], "only the standard OK")
                continue
            }
            let declared = Array(alert.actions.indices)
            #expect(reached.compactMap { $0 }.sorted() == declared, alert.name)
            let expectedOrder = alert.firstCancel.map { cancel in [cancel] + declared.filter { $0 != cancel } }
                ?? declared
            #expect(reached == expectedOrder, alert.name)
        }
    }

    @Test func dismissingRunsTheCancelElseTheOnlyActionElseNothing() {
        for alert in corpus {
            let layout = DialogLayout(alert.message)
            let reached = alert.declaredIndex(runBy: .escaped, in: layout)
            let expected: Int? =
                if let cancel = alert.firstCancel { cancel }
                else if alert.actions.count == 1 { 0 }
                else if alert.actions.isEmpty { -1 }
                else { nil }
            #expect(reached == expected, alert.name)
            #expect((layout.closeIndex == nil) == (expected == nil), alert.name)
            if let index = layout.closeIndex {
                #expect(layout.buttons.indices.contains(index), alert.name)
            }
        }
    }

    @Test func atMostOneButtonIsSuggestedAndItIsTheDefaultUnlessDestructive() {
        for alert in corpus {
            let layout = DialogLayout(alert.message)
            let suggested = layout.buttons.indices.filter { layout.buttons[$0].appearance == .suggested }
            #expect(suggested.count <= 1, alert.name)
            let defaultLooksSuggested = layout.defaultIndex.map { layout.buttons[$0].role != .destructive } ?? false
            #expect(suggested == (defaultLooksSuggested ? [layout.defaultIndex!] : []), alert.name)
            if let index = layout.defaultIndex {
                #expect(layout.buttons.indices.contains(index), alert.name)
            }
        }
    }

    @Test func unmarkedDestructiveActionIsNeverTheDefault() {
        var defaultsSeen = 0
        for alert in corpus {
            let layout = DialogLayout(alert.message)
            guard let index = layout.defaultIndex, let action = layout.action(for: .chosen(index)) else { continue }
            defaultsSeen += 1
            #expect(action.role != .destructive || action.isDefault, alert.name)
        }
        #expect(defaultsSeen > 0)
    }

    @Test func defaultIsTheMarkedActionElseTheRightmostPlainOne() {
        for alert in corpus {
            let layout = DialogLayout(alert.message)
            let defaultIndex = layout.defaultIndex.flatMap { alert.declaredIndex(runBy: .chosen($0), in: layout) }
            if alert.actions.isEmpty {
                #expect(defaultIndex == -1, "the standard OK is the default")
                continue
            }
            let laidOut = layout.buttons.compactMap { alert.declaredIndex(ofLabel: $0.label) }
            let marked = laidOut.first { alert.actions[$0].isDefault }
            // Extra cancel actions are laid out as plain actions (see DialogLayoutTests).
            let plain = laidOut.last { index in
                let role = alert.actions[index].role
                return role == nil || (role == .cancel && index != alert.firstCancel)
            }
            #expect(defaultIndex == (marked ?? plain), alert.name)
            if let defaultIndex, marked == nil {
                #expect(defaultIndex != alert.firstCancel, alert.name)
                #expect(alert.actions[defaultIndex].role != .destructive, alert.name)
            }
        }
    }

    @Test func destructiveAppearanceMarksExactlyTheDestructiveActions() {
        for alert in corpus {
            for button in DialogLayout(alert.message).buttons {
                let isDestructive = button.action.role == .destructive
                #expect((button.appearance == .destructive) == isDestructive, alert.name)
                #expect((button.role == .destructive) == isDestructive, alert.name)
            }
        }
    }

    @Test func textIsCopiedVerbatimAndWarningsNameTheTitle() {
        for alert in corpus {
            let layout = DialogLayout(alert.message)
            #expect(layout.heading == alert.message.title)
            #expect(layout.body == alert.message.message)
            let cancels = alert.actions.filter { $0.role == .cancel }.count
            let defaults = alert.actions.filter(\.isDefault).count
            if cancels > 1 {
                #expect(layout.warnings.filter { $0.contains("cancel") }.count == 1, alert.name)
            }
            if cancels <= 1 && defaults <= 1 {
                #expect(layout.warnings.isEmpty, alert.name)
            }
            #expect(layout.warnings.allSatisfy { $0.contains(alert.message.title) }, alert.name)
        }
    }

    /// Labels can repeat in real alerts; this checks by the handlers themselves that
    /// choosing each position runs its own action, once.
    @Test @MainActor func eachPositionRunsItsOwnActionsHandlerOnce() {
        for alert in corpus.prefix(500) {
            let layout = DialogLayout(alert.message)
            let before = alert.ran.count
            for position in layout.buttons.indices {
                layout.action(for: .chosen(position))?.perform()
            }
            let ran = Array(alert.ran.values.dropFirst(before))
            let byLabel = layout.buttons.compactMap { alert.declaredIndex(ofLabel: $0.label) }
            #expect(ran == byLabel.filter { $0 >= 0 }, alert.name)
        }
    }
}
