import Catalogue
import Measure

/// Whether a case created a view, a view controller or a window of the UI toolkit: it ran the
/// initialiser of one of the toolkit's root types (`SharedModule.viewRootTypes`), whose subclasses'
/// initialisers all call theirs.
package enum ViewCreation {
    package static let rootTypes = SharedModule.viewRootTypes

    package static func isCreation(_ place: CodePlace, platform: Set<String>) -> Bool {
        platform.contains(place.module) && place.member.hasPrefix("init")
            && place.typeName.map(rootTypes.contains) == true
    }
}
