/// A value a view owns, like SwiftUI's State: it keeps its value across re-renders of the view, and
/// starts again from the initial value when the view's identity leaves the screen and comes back.
/// Setting it re-renders the views that read it.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty, InstallableProperty {
    /// Shared by every copy of the view value, so the copy the graph installs is the one the body reads.
    final class Box {
        var initial: Value
        var location: StateLocation<Value>?

        init(initial: Value) {
            self.initial = initial
        }
    }

    let box: Box

    public init(wrappedValue value: Value) {
        box = Box(initial: value)
    }

    public init(initialValue value: Value) {
        box = Box(initial: value)
    }

    public var wrappedValue: Value {
        get { box.location?.value ?? box.initial }
        nonmutating set {
            // Before the view is on screen there is no storage yet; SwiftUI ignores such writes
            // with a warning, here the value waits as the initial one.
            if let location = box.location { location.value = newValue } else { box.initial = newValue }
        }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(
            get: { box.location?.value ?? box.initial },
            set: { newValue in
                if let location = box.location { location.value = newValue } else { box.initial = newValue }
            },
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
