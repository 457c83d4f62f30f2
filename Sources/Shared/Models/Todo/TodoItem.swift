import Foundation

/// One entry of the todo list.
public struct TodoItem: Codable, Equatable, Identifiable, Sendable {
    public let id: Int
    public var name: String
    public var isDone: Bool
    public var priority: Priority
    public let createdAt: Date

    public init(id: Int, name: String, isDone: Bool = false, priority: Priority = .normal, createdAt: Date) {
        self.id = id
        self.name = name
        self.isDone = isDone
        self.priority = priority
        self.createdAt = createdAt
    }
}
