import Foundation

// The command line is in CLI/, where its tests reach it; this file only runs it.
exit(await CompareCommandLine.run(Array(CommandLine.arguments.dropFirst())))
