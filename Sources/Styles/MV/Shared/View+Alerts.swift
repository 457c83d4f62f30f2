import HeadlessSwiftUI
import Models

extension View {
    /// An alert titled `title` shown while `message` holds text; its one button closes it, which
    /// sets `message` back to nil.
    func noticeAlert(_ title: String, message: Binding<String?>, button: String = "OK") -> some View {
        alert(title, isPresented: isSet(message)) {
            Button(button) {}
        } message: {
            Text(message.wrappedValue ?? "")
        }
    }

    /// The alert for stored data that could not be read when the model loaded, shown while
    /// `failure` is set; `subject` names what was stored ("tasks", "contacts").
    func loadFailureAlert(_ failure: Binding<StoreError?>, of subject: String) -> some View {
        let message: String? = failure.wrappedValue.map { error in
            switch error {
            case .unreadable(let keptAs): "Your saved \(subject) could not be read and were kept in \(keptAs)."
            default: "Your saved \(subject) could not be read: \(error.reason)."
            }
        }
        return alert("Could not load \(subject)", isPresented: isSet(failure)) {
            Button("OK") {}
        } message: {
            Text(message ?? "")
        }
    }

    /// Whether an optional is set, as an alert's `isPresented`: closing the alert sets it to nil.
    private func isSet<Wrapped>(_ optional: Binding<Wrapped?>) -> Binding<Bool> {
        Binding(get: { optional.wrappedValue != nil }, set: { if !$0 { optional.wrappedValue = nil } })
    }
}
