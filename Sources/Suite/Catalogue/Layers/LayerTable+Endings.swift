/// The name endings that place a file in each layer of a style, for telling a student who named a
/// file so that it fits no layer what the style accepts.
extension LayerTable {
    /// For each layer of `style` in its order, the endings of a type name that put a file there
    /// (`Interactor` counts anywhere in the name). Composition also takes every file under
    /// `Sources/Styles/<Style>/Composition/`.
    public func roleEndings(of style: StyleDefinition) -> [(layer: LayerName, endings: [String])] {
        let endings = RoleSuffix.ordered.map(\.suffix) + ["Interactor"]
        return style.layers.compactMap { wanted in
            let matching = endings.filter { layer(ofTypeNamed: $0, in: style) == wanted }
            return matching.isEmpty ? nil : (wanted, matching)
        }
    }

    /// Endings that name a relationship, not a role: a file keeps the role of the name before them
    /// (`TodoListViewModelDelegate` is a view model's).
    public static var relationshipEndings: [String] { RoleSuffix.neutral }
}
