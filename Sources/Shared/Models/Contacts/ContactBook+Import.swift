/// What an import from the employee directory added and what it passed over.
public struct ImportResult: Equatable, Sendable {
    public let book: ContactBook
    public let added: [Contact]
    /// Every employee of the answer that was not added: names that do not split into a valid
    /// first and last name, names already in the book or earlier in the answer, and unreadable ones.
    public let skipped: Int
    /// Of `skipped`, the records whose name could not be read at all.
    public let unreadable: Int
}

extension ContactBook {
    /// Adds one contact per employee whose name splits into a valid first and last name and whose
    /// full name (folded as in the list order) is neither in the book nor earlier in `employees`.
    /// The book is built once, whatever the number of employees.
    public func importing(_ employees: [Employee]) -> ImportResult {
        var knownNames = knownSortKeys
        var batch: [Keyed] = []
        var unreadable = 0
        for employee in employees {
            guard let fullName = employee.name else {
                unreadable += 1
                continue
            }
            guard let name = ContactName.splitting(fullName) else { continue }
            let contact = Contact(id: highestID + batch.count + 1, firstName: name.firstName, lastName: name.lastName)
            let keyed = Keyed(contact: contact, key: contact.sortKey)
            guard knownNames.insert(keyed.key).inserted else { continue }
            batch.append(keyed)
        }
        return ImportResult(
            book: batch.isEmpty ? self : adding(batch: batch), added: batch.map(\.contact),
            skipped: employees.count - batch.count, unreadable: unreadable)
    }
}
