/// The one place that decides which layer a source file belongs to, from its folder and name.
///
/// For a file under `Sources/Styles/<Style>/`:
/// 1. a file under its `Composition/` folder, or whose type name contains `Composition`, is Composition;
///    a file under its `Runtime/` folder is Runtime in a style with that layer (TCA's `Store`, `Effect`);
/// 2. the type name is the file name without `.swift` and without any `+Concern` part
///    (`TodoListViewModel+Bindings.swift` is `TodoListViewModel`); when that type maps to nothing
///    (an extension of a standard type, `Array+TodoRows.swift`), the concern is used instead;
/// 3. a name containing `Interactor` is Interactor;
/// 4. otherwise the first matching ending of `RoleSuffix.ordered` decides (`*ViewController` is the
///    style's view-controller layer: Controller in MVC, View elsewhere);
/// 5. otherwise an ending that only names a relationship (`Protocol(s)`, `Contract`, `Delegate`,
///    `DataSource`) is dropped and the rest decides; a VIPER `*Contract` or `*Protocols` file whose rest
///    names no role holds the module contract and belongs to Presenter;
/// 6. a layer the style does not have (a `*ViewModel` in MVC) or no match at all leaves the file unmapped.
public struct LayerTable: Sendable {
    public let styles: [StyleDefinition]
    public let shared: [SharedModule]
    public let tooling: Set<String>

    public static let standard = LayerTable(
        styles: StyleCatalogue.styles, shared: StyleCatalogue.shared, tooling: Set(StyleCatalogue.tooling))

    public init(styles: [StyleDefinition], shared: [SharedModule], tooling: Set<String>) {
        self.styles = styles
        self.shared = shared
        self.tooling = tooling
    }

    /// Places a file given by its path relative to the package root (`Sources/Styles/MVVM/Todo/X.swift`).
    public func placement(ofSource path: String) -> SourcePlacement {
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 4 else { return .unmapped }
        let group = components[0] + "/" + components[1]
        let module = components[2]
        if group == StyleCatalogue.sharedFolder, let module = shared.first(where: { $0.name == module }) {
            return .shared(module.name, module.layer)
        }
        if group == StyleCatalogue.toolingFolder, tooling.contains(module) {
            return .tooling
        }
        guard group == StyleCatalogue.stylesFolder, let style = styles.first(where: { $0.name == module }) else {
            return .unmapped
        }
        let folder = components.count > 4 ? components[3] : nil
        let layer: LayerName?
        if folder == "Composition" {
            layer = .composition
        } else if folder == "Runtime", style.layers.contains(.runtime) {
            layer = .runtime
        } else {
            layer = self.layer(ofFileNamed: components[components.count - 1], in: style)
        }
        return layer.map { .style(style.name, $0) } ?? .unmapped
    }

    /// The layer a test file of a style's test target is written for, or nil for test support.
    /// Only files named `<Type>Tests.swift` (or `<Type>Tests+Concern.swift`) are attributed, by `<Type>`.
    public func layer(ofTestFile path: String, in style: StyleDefinition) -> LayerName? {
        let components = path.split(separator: "/").map(String.init)
        guard let fileName = components.last else { return nil }
        let name = Self.typeName(of: fileName)
        guard name.hasSuffix("Tests"), name.count > "Tests".count else { return nil }
        if components.dropLast().contains("Composition"), style.layers.contains(.composition) {
            return .composition
        }
        if components.dropLast().contains("Runtime"), style.layers.contains(.runtime) {
            return .runtime
        }
        return layer(ofTypeNamed: String(name.dropLast("Tests".count)), in: style)
    }

    /// The extended type decides; when it names no role (`Array+TodoRows.swift` extends a standard
    /// type), the concern does.
    func layer(ofFileNamed fileName: String, in style: StyleDefinition) -> LayerName? {
        let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        let parts = base.split(separator: "+", maxSplits: 1).map(String.init)
        return parts.lazy.compactMap { layer(ofTypeNamed: $0, in: style) }.first
    }

    func layer(ofTypeNamed name: String, in style: StyleDefinition) -> LayerName? {
        let candidate = Self.role(ofTypeNamed: name, in: style)
        return candidate.flatMap { style.layers.contains($0) ? $0 : nil }
    }

    private static func role(ofTypeNamed name: String, in style: StyleDefinition) -> LayerName? {
        if name.contains("Composition") { return .composition }
        if name.contains("Interactor") { return .interactor }
        if let match = RoleSuffix.ordered.first(where: { name.hasSuffix($0.suffix) }) {
            switch match.role {
            case .layer(let layer): return layer
            case .viewController: return style.viewControllerLayer
            case .presentationValue: return [.presenter, .viewModel, .view].first { style.layers.contains($0) }
            case .featureState: return [.update, .feature].first { style.layers.contains($0) }
            }
        }
        guard let ending = RoleSuffix.neutral.first(where: { name.hasSuffix($0) && name.count > $0.count }) else {
            return nil
        }
        let rest = String(name.dropLast(ending.count))
        if let layer = role(ofTypeNamed: rest, in: style), style.layers.contains(layer) {
            return layer
        }
        return RoleSuffix.contract.contains(ending) && style.layers.contains(.presenter) ? .presenter : nil
    }

    /// `TodoListViewModel+Bindings.swift` -> `TodoListViewModel`.
    static func typeName(of fileName: String) -> String {
        let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        return String(base.prefix { $0 != "+" })
    }
}
