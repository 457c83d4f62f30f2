// Lets scenarios and the reference model write down the alert they expect, to compare it whole with
// the one on screen.
extension AlertSnapshot {
    public init(kind: Kind = .alert, title: String, message: String, buttons: [Button]) {
        self.kind = kind
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension AlertSnapshot.Button {
    public static func `default`(_ title: String) -> Self { Self(title: title, style: "default") }
    public static func cancel(_ title: String) -> Self { Self(title: title, style: "cancel") }
    public static func destructive(_ title: String) -> Self { Self(title: title, style: "destructive") }
}
