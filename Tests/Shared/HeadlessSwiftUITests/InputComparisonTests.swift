import HeadlessSwiftUI
import Testing

/// When a parent renders again, a child view renders again only if it was given other inputs: values
/// compare by value (field by field in a structure), objects by identity, and a closure always counts
/// as changed, as in SwiftUI.
@MainActor
@Suite struct InputComparisonTests {
    private struct Label: Equatable {
        var text: String
    }

    /// A structure that is not Equatable, whose fields are.
    private struct Caption {
        var label: Label
        var count: Int
    }

    private struct ChildView: View {
        let caption: Caption
        let model: TaskModel
        let spy: BodySpy

        var body: some View {
            let _ = spy.record("child")
            Text(caption.label.text).accessibilityIdentifier("caption")
        }
    }

    private struct ChildWithAction: View {
        let spy: BodySpy
        let action: @MainActor @Sendable () -> Void

        var body: some View {
            let _ = spy.record("child")
            Button("Act", action: action)
        }
    }

    /// Renders again on each tap of "again"; "rename" and "swap" change what it gives its child.
    private struct ParentView: View {
        let model: TaskModel
        let otherModel: TaskModel
        let spy: BodySpy
        @State private var taps = 0
        @State private var name = "Tasks"
        @State private var isSwapped = false

        var body: some View {
            let _ = spy.record("parent")
            VStack {
                Text("\(taps)").accessibilityIdentifier("taps")
                ChildView(
                    caption: Caption(label: Label(text: name), count: 1), model: isSwapped ? otherModel : model,
                    spy: spy)
                Button("Again") { taps += 1 }.accessibilityIdentifier("again")
                Button("Rename") { name = "Chores" }.accessibilityIdentifier("rename")
                Button("Swap") { isSwapped = true }.accessibilityIdentifier("swap")
            }
        }
    }

    /// A view may hold an object weakly; its field then holds no plain reference to read.
    private struct ChildWithWeakModel: View {
        weak var model: TaskModel?
        let spy: BodySpy

        var body: some View {
            let _ = spy.record("child")
            Text(model?.title ?? "gone").accessibilityIdentifier("title")
        }
    }

    /// Renders again on each tap of "again", making its child anew each time.
    private struct RenderingAgain<Child: View>: View {
        let child: @MainActor () -> Child
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("\(taps)")
                child()
                Button("Again") { taps += 1 }.accessibilityIdentifier("again")
            }
        }
    }

    @Test func aChildGivenEqualValuesInANestedStructureIsLeftAlone() {
        let spy = BodySpy()
        let screen = HostedScreen(ParentView(model: TaskModel(), otherModel: TaskModel(), spy: spy))

        screen.tap("again")

        #expect(screen.text("taps") == "1")
        #expect(spy.evaluations == ["parent": 2, "child": 1])
    }

    @Test func aChildGivenAChangedValueInANestedStructureRendersAgain() {
        let spy = BodySpy()
        let screen = HostedScreen(ParentView(model: TaskModel(), otherModel: TaskModel(), spy: spy))

        screen.tap("rename")

        #expect(screen.text("caption") == "Chores")
        #expect(spy.evaluations == ["parent": 2, "child": 2])
    }

    @Test func aChildGivenAnotherObjectRendersAgain() {
        let spy = BodySpy()
        let screen = HostedScreen(ParentView(model: TaskModel(), otherModel: TaskModel(), spy: spy))

        screen.tap("swap")

        #expect(spy.evaluations == ["parent": 2, "child": 2])
    }

    @Test func aChildHoldingTheSameObjectWeaklyIsLeftAlone() {
        let spy = BodySpy()
        let model = TaskModel()
        let screen = HostedScreen(RenderingAgain { ChildWithWeakModel(model: model, spy: spy) })

        screen.tap("again")

        #expect(screen.text("title") == "Tasks")
        #expect(spy.evaluations == ["child": 1])
    }

    @Test func aChildGivenAClosureRendersAgainWithItsParent() {
        let spy = BodySpy()
        let screen = HostedScreen(RenderingAgain { ChildWithAction(spy: spy) {} })

        screen.tap("again")

        #expect(spy.evaluations == ["child": 2])
    }
}
