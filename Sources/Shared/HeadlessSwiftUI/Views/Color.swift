/// A named colour, like SwiftUI's Color: there are no pixels here, only the names the screen text
/// prints (the same names HeadlessUI uses). As a view it is a patch of that colour: a HeadlessUI view
/// with the colour as background, such as a priority marker.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }

    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let green = Color(name: "lightGreen")
    public static let blue = Color(name: "lightBlue")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let primary = Color(name: "black")
    public static let secondary = Color(name: "gray")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // SwiftUI's name for it.
    public static let accentColor = Color(name: "tint")
    public static let clear = Color(name: "clear")

    public var body: Never { fatalError("Color has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.color(self))]
    }
}
