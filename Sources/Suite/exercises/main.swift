import Foundation

// The command line is in CLI/; this file only runs it.
exit(ExercisesCommandLine.run(Array(CommandLine.arguments.dropFirst())))
