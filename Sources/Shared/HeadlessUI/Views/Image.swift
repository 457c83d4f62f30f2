/// An image known by its asset name; there are no pixels in a headless UI.
public struct Image: Equatable, Sendable {
    public let name: String

    public init(named name: String) {
        self.name = name
    }
}
