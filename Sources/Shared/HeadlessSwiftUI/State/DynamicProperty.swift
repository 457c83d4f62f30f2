/// A stored property of a view that the framework keeps up to date before each body, like
/// SwiftUI's DynamicProperty: `State`, `Environment`, `FocusState`.
@MainActor
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
