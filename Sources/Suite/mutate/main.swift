import Foundation

// The command line is in CLI/; this file only runs it.
exit(await MutateCommandLine.run(Array(CommandLine.arguments.dropFirst())))
