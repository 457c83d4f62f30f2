import HeadlessUI
import TestSupport
import Testing

@Suite("View", .checkingForLeaks)
@MainActor
struct ViewTests {
    @Test("a view is found by identifier anywhere below it, and is visible only when no ancestor is hidden")
    func lookupAndVisibility() {
        let screen = View()
        let container = View()
        let label = Label(identifier: "todo.empty")
        screen.addSubview(container)
        container.addSubview(label)
        for object: AnyObject in [screen, container, label] { trackForMemoryLeaks(object) }

        #expect(screen.view(withIdentifier: "todo.empty") === label)
        #expect(screen.view(withIdentifier: "missing") == nil)
        #expect(label.isVisibleInHierarchy)
        container.isHidden = true
        #expect(!label.isVisibleInHierarchy)
    }

    @Test("adding a view to another parent moves it there")
    func reparenting() {
        let first = View()
        let second = View()
        let child = View()
        for object: AnyObject in [first, second, child] { trackForMemoryLeaks(object) }
        first.addSubview(child)

        second.addSubview(child)

        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
    }
}
