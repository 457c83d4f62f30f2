extension View {
    /// Names this view as the option with `tag` among a Picker's options.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifyingElements { $0.tag = AnyHashable(tag) }
    }

    /// The style of the pickers inside; every picker here is segmented already.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modified { content, context in context.resolve(content, at: .index(0)) }
    }
}
