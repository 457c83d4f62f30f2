/// A named colour. Only the names matter here: tests compare them and the screen text prints them.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String { name }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let lightGreen = Color(name: "lightGreen")
    public static let lightBlue = Color(name: "lightBlue")
    public static let tint = Color(name: "tint")
    public static let clear = Color(name: "clear")
}
