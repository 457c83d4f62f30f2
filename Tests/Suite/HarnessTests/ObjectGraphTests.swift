import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import TestAids

private protocol Delegate: AnyObject {}

@MainActor
@Suite("ObjectGraph", .checkingForLeaks)
struct ObjectGraphTests {
    final class Leaf {}

    private final class Target: Delegate {}

    class Base {
        let inherited = Leaf()
    }

    final class Holder: Base {
        enum Slot {
            case empty
            case filled(Leaf)
        }

        struct Pair {
            let first: Leaf
            let second: Leaf?
        }

        let list = [Leaf(), Leaf()]
        let byName = ["a": Leaf()]
        let optional: Leaf? = Leaf()
        let slot = Slot.filled(Leaf())
        let pair = Pair(first: Leaf(), second: nil)
        let tuple = (1, Leaf())
        weak var back: Holder?
        let formatter = DateFormatter()
        let closure: () -> Void

        override init() {
            let captured = Leaf()
            closure = { _ = captured }
        }
    }

    @Test("follows stored properties, inherited ones too, into collections, optionals, enums, structs and tuples")
    func findsThroughEveryKindOfValue() {
        let holder = Holder()
        trackForMemoryLeaks(holder)

        let found = ObjectGraph().objects(reachableFrom: holder)

        // The holder, two in the array, one each in the dictionary, the optional, the enum, the struct,
        // the tuple, the inherited property, and the formatter; the leaf inside the closure is not seen.
        #expect(found.count == 10)
        #expect(found.first === holder)
        #expect(found.filter { $0 is Leaf }.count == 8)
    }

    @Test("a weak reference is followed, and an object met twice is reported once")
    func followsWeakReferencesOnce() {
        let first = Holder()
        let second = Holder()
        first.back = second
        second.back = first
        trackForMemoryLeaks(first)

        let found = ObjectGraph().objects(reachableFrom: first)

        #expect(found.filter { $0 is Holder }.count == 2)
        #expect(found.count == 20)
    }

    @Test("a structure is followed into nested structures, and through its weak references too")
    func followsStructuresAndTheirWeakReferences() {
        struct Inner {
            let leaf = Leaf()
            let action: () -> Void = {}
        }
        struct Outer {
            let inner = Inner()
            let list = [Leaf()]
            weak var back: Holder?
        }
        final class StructHolder {
            var outer = Outer()
        }
        let holder = StructHolder()
        let other = Holder()
        holder.outer.back = other
        trackForMemoryLeaks(holder)

        let found = ObjectGraph().objects(reachableFrom: holder)

        // The holder, the leaf in the inner structure, the one in the array, and through the weak
        // reference the other holder with its ten.
        #expect(found.count == 13)
        #expect(found.contains { $0 === other })
    }

    @Test("a weak reference to an object seen through a class-bound protocol is followed")
    func followsWeakProtocolReferences() {
        final class Delegating {
            weak var delegate: (any Delegate)?
        }
        let delegating = Delegating()
        let delegate = Target()
        delegating.delegate = delegate
        trackForMemoryLeaks(delegating)

        let found = ObjectGraph().objects(reachableFrom: delegating)

        #expect(found.count == 2)
        #expect(found.last === delegate)
    }

    @Test("an unowned reference is followed to the object it points to")
    func followsUnownedReferences() {
        final class Owned {
            unowned let owner: Leaf
            let leaf = Leaf()
            init(owner: Leaf) { self.owner = owner }
        }
        let owner = Leaf()
        let owned = Owned(owner: owner)
        trackForMemoryLeaks(owned)

        let found = ObjectGraph().objects(reachableFrom: owned)

        #expect(found.count == 3)
        #expect(found.contains { $0 === owner })
    }

    @Test("a Foundation object is reported but not entered")
    func foundationObjectsAreNotEntered() {
        let holder = Holder()
        trackForMemoryLeaks(holder)

        let found = ObjectGraph().objects(reachableFrom: holder)

        #expect(found.filter { $0 is DateFormatter }.count == 1)
        #expect(found.allSatisfy { $0 is Holder || $0 is Leaf || $0 is DateFormatter })
    }

    @Test("a key path is neither reported nor entered: the runtime keeps a literal one for good")
    func keyPathsAreSkipped() {
        final class KeyPathHolder {
            let name: KeyPath<Contact, String> = \.firstName
            let written: ReferenceWritableKeyPath<Base, Leaf>? = nil
            let leaf = Leaf()
        }
        let holder = KeyPathHolder()
        trackForMemoryLeaks(holder)

        let found = ObjectGraph().objects(reachableFrom: holder)

        #expect(found.map { String(describing: type(of: $0)) } == ["KeyPathHolder", "Leaf"])
    }

    @Test("a Models object is reported but not entered: Models holds nothing a style built")
    func modelsObjectsAreNotEntered() {
        final class FormatterHolder {
            let formatter = DisplayDateFormatter(timeZone: .gmt)
        }
        let holder = FormatterHolder()
        trackForMemoryLeaks(holder)

        let found = ObjectGraph().objects(reachableFrom: holder)

        #expect(found.map { String(describing: type(of: $0)) } == ["FormatterHolder", "DisplayDateFormatter"])
    }

    @Test("an excluded object is neither reported nor entered")
    func excludedObjectsAreLeftOut() {
        let first = Holder()
        let second = Holder()
        first.back = second
        trackForMemoryLeaks(first)

        let found = ObjectGraph(excluding: [second]).objects(reachableFrom: first)

        #expect(found.count == 10)
        #expect(!found.contains { $0 === second })
    }

    @Test("a walk from a new root stops at the objects already known")
    func partialWalkStopsAtKnownObjects() {
        let first = Holder()
        let second = Holder()
        second.back = first
        trackForMemoryLeaks(first)
        let graph = ObjectGraph()
        let known = Set(graph.objects(reachableFrom: first).map(ObjectIdentifier.init))

        let found = graph.objects(reachableFrom: [second], passing: known)

        #expect(found.count == 10)
        #expect(!found.contains { $0 === first })
    }

    @Test("HeadlessUI classes read through their API declare no stored property beyond those listed here")
    func platformReadersSeeEveryProperty() {
        let view = ["accessibilityIdentifier", "isHidden", "backgroundColor", "subviews", "superview"]
        let controller = [
            "title", "navigationItem", "tabBarItem", "parent", "children", "presentedViewController",
            "_presentingViewController", "presentationWarnings", "modalPresentationStyle", "isModalInPresentation",
            "ownPresentationController", "contractViolations", "lifecycleCallsReachingBase", "rootOfWindow",
            "appearance", "loadedView", "isMovingFromParent",
        ]
        let instances: [(AnyObject, [String])] = [
            (View(), view),
            (Label(), ["text", "textColor", "isStrikethrough"] + view),
            (ImageView(), ["image"] + view),
            (ActivityIndicatorView(), ["isAnimating", "hidesWhenStopped"] + view),
            (TableViewCell(reuseIdentifier: nil), ["reuseIdentifier", "contentView"] + view),
            (ViewController(), controller),
            (NavigationController(rootViewController: ViewController()), controller),
            (TabBarController(), ["selectedIndex"] + controller),
            (
                AlertController(title: nil, message: nil, preferredStyle: .alert),
                ["message", "preferredStyle", "actions", "fields"] + controller
            ),
            (
                NavigationItem(),
                [
                    "title", "leftBarButtonItem", "rightBarButtonItem", "hidesBackButton",
                    "leftItemsSupplementBackButton",
                ]
            ),
            (
                BarButtonItem(title: nil),
                ["title", "style", "isEnabled", "accessibilityIdentifier", "primaryAction"]
            ),
            (Action { _ in }, ["title", "handler"]),
            (AlertAction(title: "", style: .default), ["title", "style", "isEnabled", "handler"]),
        ]

        for (object, expected) in instances {
            var labels: [String] = []
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                labels += current.children.compactMap(\.label)
                mirror = current.superclassMirror
            }

            // A property added to one of these classes must be read by ObjectGraph.platformReaders too.
            #expect(labels == expected, "\(type(of: object))")
            #expect(ObjectGraph.platformReaders[ObjectIdentifier(type(of: object))] != nil)
        }
        #expect(ObjectGraph.platformReaders.count == instances.count)
    }

    @Test("an app's controller is walked into its own properties and its platform parts alike")
    func walksThroughPlatformParts() {
        final class Screen: ViewController {
            let helper = Leaf()
        }
        final class Cell: TableViewCell {
            let helper = Leaf()
        }
        let screen = Screen()
        let child = Screen()
        let cell = Cell(reuseIdentifier: "cell")
        let action = Action { _ in }
        screen.addChild(child)
        screen.view.addSubview(cell)
        screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", primaryAction: action)
        let alert = AlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        alert.addTextField()
        child.present(alert, animated: false)
        trackForMemoryLeaks(screen)

        let found = ObjectGraph().objects(reachableFrom: screen)

        let expected: [AnyObject] = [
            screen.helper, child, child.helper, cell, cell.helper, cell.contentView, action, alert,
            alert.actions[0], alert.textFields?[0] ?? screen,
        ]
        #expect(expected.allSatisfy { object in found.contains { $0 === object } })
    }
}
