/// What the New Contact presenter can ask of its screen. The fields keep their text by themselves.
@MainActor
protocol AddContactView: AnyObject {
    func focusFirstNameField()
}
