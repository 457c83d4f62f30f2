/// What a binding reads and writes: an object and, for a binding to a property, its key path.
/// Two bindings to the same target are the same input for a view.
struct BindingTarget: Equatable {
    let object: ObjectIdentifier
    let keyPath: AnyKeyPath?

    init(object: AnyObject, keyPath: AnyKeyPath?) {
        self.object = ObjectIdentifier(object)
        self.keyPath = keyPath
    }
}
