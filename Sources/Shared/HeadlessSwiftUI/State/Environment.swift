import Observation

/// A value read from the environment, like SwiftUI's Environment: an observable object by its type
/// (`@Environment(Model.self) var model`) or a value by key path (`@Environment(\.dismiss)`).
/// Reading an object that no view above put there stops the app, as SwiftUI does.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty, InstallableProperty {
    final class Box {
        var values: EnvironmentValues?
    }

    private let read: @MainActor (EnvironmentValues) -> Value
    private let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values.object(of: objectType) else {
                fatalError("No \(objectType) in the environment: a view above must call .environment(_:) with one")
            }
            return object
        }
    }

    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }

    func install(in node: ViewNode, label: String) {
        box.values = node.environment
    }
}
