/// One of two views, chosen by an `if`/`else` in a view builder. The two branches are different
/// identities: switching branches drops the state of the one left.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { fatalError("_ConditionalContent has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        switch storage {
        case .trueContent(let content): context.resolve(content, at: .branch(true))
        case .falseContent(let content): context.resolve(content, at: .branch(false))
        }
    }
}
