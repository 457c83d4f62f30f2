import Foundation
import HeadlessUI
import Models

extension ContactListViewController: AddContactViewControllerDelegate {
    func presentAddContact() {
        let addContact = makeAddContactViewController()
        addContact.delegate = self
        present(NavigationController(rootViewController: addContact), animated: true)
    }

    /// The list saves the contact, not the New Contact screen: the list holds the latest book, which
    /// an import may have changed while New Contact was open.
    func addContactViewController(_ controller: AddContactViewController, didEnter name: ContactName) {
        let change = book.adding(name)
        // On failure the alert goes over New Contact, which stays open with its text.
        guard save(change.book, failureMessage: "Your contact was not saved") else { return }
        dismiss(animated: true)
        // One row appears: an insertion at its sorted place, not a reload.
        guard let row = contacts.firstIndex(of: change.contact) else { return }
        tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        updateEmptyLabel()
    }

    func addContactViewControllerDidCancel(_ controller: AddContactViewController) {
        dismiss(animated: true)
    }
}
