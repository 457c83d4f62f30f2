import Observation

/// What a view inherits from the views around it, like SwiftUI's EnvironmentValues: the observable
/// objects put there with `.environment(_:)`, and the dismiss action of the presentation it is in.
@MainActor
public struct EnvironmentValues: Equatable {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    public internal(set) var dismiss = DismissAction(id: nil, perform: {})

    init() {}

    func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    public nonisolated static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        MainActor.assumeIsolated {
            lhs.dismiss.id == rhs.dismiss.id && lhs.objects.count == rhs.objects.count
                && lhs.objects.allSatisfy { key, object in rhs.objects[key] === object }
        }
    }
}
