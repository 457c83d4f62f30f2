/// What an import from the employee directory added and what it passed over.
public struct ImportResult: Equatable, Sendable {
    public let book: ContactBook
    public let added: [Contact]
    public let skipped: Int
}

extension ContactBook {
    /// Adds one contact per employee whose name splits into a valid first and last name and whose
    /// full name (folded as in the list order) is neither in the book nor earlier in `employees`.
    public func importing(_ employees: [Employee]) -> ImportResult {
        var book = self
        var added: [Contact] = []
        var knownNames = Set(contacts.map(\.sortKey))
        for employee in employees {
            guard let name = ContactName.splitting(employee.name) else { continue }
            let key = Contact.fold(name.firstName + " " + name.lastName)
            guard knownNames.insert(key).inserted else { continue }
            let (next, contact) = book.adding(name)
            book = next
            added.append(contact)
        }
        return ImportResult(book: book, added: added, skipped: employees.count - added.count)
    }
}
