import HeadlessSwiftUI
import Models

/// The Contacts screen. It lists the book of the model in the environment, starts the model's
/// import, presents New Contact, and tells how an import ended when the model has an outcome to
/// tell, whatever screen is open then.
struct ContactListView: View {
    @Environment(ContactBookModel.self) private var model

    @State private var isAddingContact = false
    @State private var loadFailure: StoreError?
    @State private var hasAppeared = false

    var body: some View {
        VStack {
            List(model.contacts) { contact in
                ContactRowView(contact: contact)
            }
            .accessibilityIdentifier("contacts.list")
            if model.contacts.isEmpty {
                Text("No contacts").accessibilityIdentifier("contacts.empty")
            }
            if model.isImporting {
                ProgressView().accessibilityIdentifier("contacts.loading")
            }
        }
        .navigationTitle("Contacts")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Import") { model.importEmployees() }
                    .disabled(model.isImporting)
                    .accessibilityIdentifier("contacts.importButton")
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") { isAddingContact = true }
                    .accessibilityIdentifier("contacts.addButton")
            }
        }
        .onAppear(perform: showLoadFailureOnce)
        .sheet(isPresented: $isAddingContact) {
            NavigationStack {
                AddContactView()
            }
        }
        .alert(importTitle, isPresented: isTellingImport) {
            if case .failed = model.importOutcome {
                Button("Cancel", role: .cancel) {}
                Button("Retry") { model.importEmployees() }
            } else {
                Button("OK") {}
            }
        } message: {
            Text(importMessage)
        }
        .loadFailureAlert($loadFailure, of: "contacts")
    }

    /// Stored contacts that could not be read are told when the tab is first shown, once.
    private func showLoadFailureOnce() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadFailure = model.loadFailure
    }

    // MARK: How an import ended

    private var isTellingImport: Binding<Bool> {
        Binding(get: { model.importOutcome != nil }, set: { if !$0 { model.importOutcome = nil } })
    }

    private var importTitle: String {
        switch model.importOutcome {
        case .failed: "Import failed"
        case .notSaved: "Could not save"
        case .finished, nil: "Import finished"
        }
    }

    private var importMessage: String {
        switch model.importOutcome {
        case .finished(let added, let skipped):
            "Added \(added == 1 ? "1 contact" : "\(added) contacts"), skipped \(skipped)."
        case .failed(let reason): reason
        case .notSaved(let reason): "Your contacts were not saved: \(reason)"
        case nil: ""
        }
    }
}
