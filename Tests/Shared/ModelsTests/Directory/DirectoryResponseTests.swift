import Foundation
import Models
import Testing

@Suite("DirectoryResponse")
struct DirectoryResponseTests {
    private static func employees(_ json: String) throws(DirectoryError) -> [Employee] {
        try DirectoryResponse.employees(from: Data(json.utf8))
    }

    @Test("a successful answer decodes every employee, in order, from snake_case keys")
    func good() throws {
        let json = """
            {"status":"success","data":[
              {"id":"1","employee_name":"Tiger Nixon","employee_salary":"320800","employee_age":"61","profile_image":""},
              {"id":"2","employee_name":"Garrett Winters"}
            ]}
            """

        let employees = try Self.employees(json)

        #expect(
            employees == [
                Employee(id: "1", name: "Tiger Nixon", salary: "320800", age: "61", profileImage: ""),
                Employee(id: "2", name: "Garrett Winters"),
            ])
    }

    @Test("ids, salaries and ages come as text or as numbers, and are read as text either way")
    func numbersOrText() throws {
        let json = """
            {"status":"success","data":[
              {"id":1,"employee_name":"Tiger Nixon","employee_salary":320800,"employee_age":61,"profile_image":""},
              {"id":"2","employee_name":"Garrett Winters","employee_salary":"170750","employee_age":63},
              {"id":3.5,"employee_name":"Ashton Cox","employee_salary":86000.5}
            ]}
            """

        let employees = try Self.employees(json)

        #expect(
            employees == [
                Employee(id: "1", name: "Tiger Nixon", salary: "320800", age: "61", profileImage: ""),
                Employee(id: "2", name: "Garrett Winters", salary: "170750", age: "63"),
                Employee(id: "3.5", name: "Ashton Cox", salary: "86000.5"),
            ])
    }

    @Test("a record whose name cannot be read stays in the list with no name, and the others are read")
    func unreadableRecords() throws {
        let json = """
            {"status":"success","data":[
              {"id":"1","employee_name":null},
              {"id":"2","name":"Camel Case"},
              {"id":"3","employee_name":42},
              {"id":true,"employee_name":"Tiger Nixon","employee_salary":{"amount":1}},
              "not a record",
              null
            ]}
            """

        let employees = try Self.employees(json)

        #expect(
            employees == [
                Employee(id: "1", name: nil), Employee(id: "2", name: nil), Employee(id: "3", name: nil),
                Employee(id: nil, name: "Tiger Nixon"), Employee(id: nil, name: nil), Employee(id: nil, name: nil),
            ])
    }

    @Test("a successful answer with an empty list decodes to no employees")
    func emptyList() throws {
        #expect(try Self.employees(#"{"status":"success","data":[]}"#) == [])
    }

    @Test(
        "an answer that is not the directory's JSON is undecodable, never a crash",
        arguments: [
            "",
            "not json",
            "null",
            "[]",
            #"{"status":"success","data":["#,  // truncated
            #"{"status":"success","data":[{"id":"1","employee_name":"Tiger Nixon"}"#,  // truncated
            #"{"data":[]}"#,  // no status
            #"{"status":1,"data":[]}"#,  // status of the wrong type
            #"{"status":"success","data":{"id":"1"}}"#,  // data of the wrong type
            #"{"status":"success"}"#,  // success without data
            #"{"status":"success","data":null}"#,
            #"{"status":"success","data":"Tiger Nixon"}"#,  // data that is not a list
        ]
    )
    func undecodable(json: String) {
        #expect(throws: DirectoryError.undecodable) { try Self.employees(json) }
    }

    @Test("bytes that are not text are undecodable")
    func notText() {
        #expect(throws: DirectoryError.undecodable) { try DirectoryResponse.employees(from: Data([0xFF, 0xFE, 0x00])) }
    }

    @Test(
        "a status other than success is reported with that status, whatever else the answer holds",
        arguments: [
            (#"{"status":"error","message":"Too Many Attempts."}"#, "error"),
            (#"{"status":"failure","data":[]}"#, "failure"),
            (#"{"status":"","data":[]}"#, ""),
            (#"{"status":"Success","data":[]}"#, "Success"),
            (#"{"status":"error","data":"x"}"#, "error"),  // failed answer with malformed data
        ]
    )
    func nonSuccessStatus(json: String, status: String) {
        #expect(throws: DirectoryError.status(status)) { try Self.employees(json) }
    }

    @Test(
        "each directory error has the reason the import alert shows",
        arguments: [
            (DirectoryError.status("error"), "The directory answered with status error."),
            (.undecodable, "The directory's answer could not be read."),
            (.transport(reason: "The request timed out."), "The request timed out."),
        ]
    )
    func reasons(error: DirectoryError, expected: String) {
        #expect(error.reason == expected)
    }
}
