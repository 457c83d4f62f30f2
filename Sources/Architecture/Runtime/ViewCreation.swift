import Measure

/// Whether a case created a view, a view controller or a window of the UI toolkit: it ran the
/// initialiser of one of the toolkit's root types. Every view, cell, control, controller (alerts
/// included) and window of HeadlessUI is one of these or a subclass, whose initialisers call theirs.
public enum ViewCreation {
    public static let rootTypes: Set<String> = ["View", "ViewController", "Window"]

    public static func isCreation(_ place: CodePlace, platform: Set<String>) -> Bool {
        platform.contains(place.module) && place.member.hasPrefix("init")
            && place.typeName.map(rootTypes.contains) == true
    }
}
