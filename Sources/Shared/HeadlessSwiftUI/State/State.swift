/// A value a view owns, like SwiftUI's State: it keeps its value across re-renders of the view, and
/// starts again from the initial value when the view's identity leaves the screen and comes back.
/// Setting it re-renders the views that read it.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty, InstallableProperty {
    /// Shared by every copy of the view value, so the copy the graph installs is the one the body reads.
    @MainActor
    final class Box {
        var initial: Value
        var location: StateLocation<Value>?

        init(initial: Value) {
            self.initial = initial
        }

        /// The stored value once installed, else the initial one.
        var value: Value {
            get {
                if let location { return location.value }
                return initial
            }
            set {
                if let location { location.value = newValue } else { initial = newValue }
            }
        }
    }

    let box: Box

    public init(wrappedValue value: Value) {
        box = Box(initial: value)
    }

    public init(initialValue value: Value) {
        box = Box(initial: value)
    }

    /// Before the view is on screen there is no storage yet; SwiftUI ignores writes then with a
    /// warning, here the value waits as the initial one.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(
            get: { box.value },
            set: { box.value = $0 },
            target: box.location.map { BindingTarget(object: $0, keyPath: nil) })
    }

    func install(in node: ViewNode, label: String) {
        if let existing = node.stateLocations[label] as? StateLocation<Value> {
            box.location = existing
        } else {
            let location = StateLocation(value: box.initial)
            node.stateLocations[label] = location
            box.location = location
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}
