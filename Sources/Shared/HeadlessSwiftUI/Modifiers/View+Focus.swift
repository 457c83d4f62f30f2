extension View {
    /// The text field inside has the keyboard while `condition` is true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focusing(isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true })
    }

    /// The text field inside has the keyboard while the focus equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        focusing(isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value })
    }

    private func focusing(
        isFocused: @escaping @MainActor () -> Bool, focus: @escaping @MainActor () -> Void
    ) -> some View {
        modified { content, context in
            let request = FocusRequest(isFocused: context.read(isFocused), focus: focus)
            return context.resolve(content, at: .index(0)).map { element in
                var element = element
                if case .textField(let title, let prompt, let value, let text, _) = element.kind {
                    element.kind = .textField(title: title, prompt: prompt, value: value, text: text, focus: request)
                }
                return element
            }
        }
    }
}
