// Lets scenarios and the reference model write down the alert they expect, to compare it whole with
// the one on screen.
extension AlertSnapshot {
    public init(kind: Kind = .alert, title: String, message: String, fields: [Field] = [], buttons: [Button]) {
        self.kind = kind
        self.title = title
        self.message = message
        self.fields = fields
        self.buttons = buttons
    }
}

extension AlertSnapshot.Button {
    public static func `default`(_ title: String, isEnabled: Bool = true) -> Self {
        Self(title: title, style: "default", isEnabled: isEnabled)
    }
    public static func cancel(_ title: String) -> Self { Self(title: title, style: "cancel") }
    public static func destructive(_ title: String) -> Self { Self(title: title, style: "destructive") }
}

extension AlertSnapshot {
    /// An alert whose only button is a default "OK".
    public static func ok(_ title: String, _ message: String) -> AlertSnapshot {
        AlertSnapshot(title: title, message: message, buttons: [.default("OK")])
    }
}
