/// A view with a modifier applied: resolves its content and changes what comes out, or what the
/// content inherits. Every modifier of this stand-in is one of these.
struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: @MainActor (_ content: Content, _ context: ResolveContext) -> [Element]

    var body: Never { fatalError("ModifiedView has no body") }
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        apply(content, context)
    }
}

extension View {
    /// `self` modified by `apply`, which resolves the content itself.
    func modified(_ apply: @escaping @MainActor (_ content: Self, _ context: ResolveContext) -> [Element])
        -> ModifiedView<Self>
    {
        ModifiedView(content: self, apply: apply)
    }

    /// `self` with each element it resolves to changed by `change`.
    func modifyingElements(_ change: @escaping @MainActor (inout Element) -> Void) -> ModifiedView<Self> {
        modified { content, context in
            context.resolve(content, at: .index(0)).map { element in
                var element = element
                change(&element)
                return element
            }
        }
    }

    /// `self` with the style it passes down changed by `change`.
    func modifyingStyle(_ change: @escaping @MainActor (inout InheritedStyle) -> Void) -> ModifiedView<Self> {
        modified { content, context in
            var inner = context
            change(&inner.style)
            return inner.resolve(content, at: .index(0))
        }
    }
}
