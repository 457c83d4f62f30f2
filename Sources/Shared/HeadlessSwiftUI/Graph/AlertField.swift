/// A text field of an alert: what it shows and the binding typing writes through.
@MainActor
struct AlertField {
    var placeholder: String
    var value: String
    var text: Binding<String>
    var identifier: String?
}
