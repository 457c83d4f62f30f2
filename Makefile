# The commands a reader needs. `make help` lists them; README.md gives their usual durations.
SWIFT ?= swift
export SWIFT

# SEED=, SEQUENCES=, STEPS= and LIFETIMES_EVERY= set the random operation sequences of test, compare
# and fuzz (which sequences also have their lifetimes checked, for the last); they reach the scripts as
# the flags of the same names (--seed, --sequences, --steps, --lifetimes-every).
RANDOM_OPTIONS = $(if $(SEED),--seed $(SEED)) $(if $(SEQUENCES),--sequences $(SEQUENCES)) \
	$(if $(STEPS),--steps $(STEPS)) $(if $(LIFETIMES_EVERY),--lifetimes-every $(LIFETIMES_EVERY))

.PHONY: help test compare scale fuzz loc lint check-scripts bench bench-architecture clean mutate mutate-check exercises exercise-check lab-ready show

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-13s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

test: ## Build everything (coverage on, warnings as errors) and run every test; SEED, SEQUENCES, STEPS, LIFETIMES_EVERY
	@bash scripts/test.sh $(RANDOM_OPTIONS)

compare: ## Run the tests by kind with coverage and write Reports/ (md, html, json); SEED, SEQUENCES, STEPS, LIFETIMES_EVERY
	@bash scripts/compare.sh $(RANDOM_OPTIONS)

scale: ## Time one action per style at 100 / 1,000 / 10,000 items (release build); writes Reports/scale.json; STYLE times one style, writing nothing
	@bash scripts/scale.sh $(if $(STYLE),--style $(STYLE))

fuzz: ## Random operation sequences against every style (or STYLE), in release, on every core; SEED, SEQUENCES, STEPS, LIFETIMES_EVERY
	@bash scripts/fuzz.sh $(RANDOM_OPTIONS) $(if $(STYLE),--style $(STYLE))

loc: ## Count code, comment and blank lines of FILES (files or folders; default Sources), as JSON
	@bash scripts/loc.sh $(FILES)

mutate: ## Mutation testing: every mutant of every style against the tests that reach it (Reports/mutation.json)
	@bash scripts/mutate.sh run

mutate-check: ## Re-apply a sample of mutants as plain edits and check their verdicts against make mutate's
	@bash scripts/mutate.sh check

exercises: ## Apply every style's solution of each change request, test and measure it (Reports/exercises.json); E=1 runs one
	@bash scripts/exercises.sh $(if $(E),--request $(E))

lab-ready: ## Before a lab, once, at home: check the toolchain and build everything (prints Ready, or what is missing)
	@bash scripts/lab-ready.sh

exercise-check: ## Check your own solution of a change request in one style: make exercise-check E=1 STYLE=MVVM
	@bash scripts/exercise-check.sh "$(E)" "$(STYLE)"

show: ## Play a short tour of one style's app (STYLE=MVC by default) and print each screen as text
	@bash scripts/show.sh $(if $(STYLE),--style $(STYLE))

lint: ## Check formatting with swift format and the committed .swift-format
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Exercises

check-scripts: ## Check the scripts also suit a stock Mac (bash 3.2, BSD tools): shellcheck, banned constructs, bash --posix
	@sh scripts/check-scripts.sh

bench: ## Time make compare against one swift test with coverage, and a fresh clone against one cold build
	@bash scripts/benchmark.sh

bench-architecture: ## Time `make compare` with and without the architecture measures (RUNS=5)
	@bash scripts/benchmark-architecture.sh

clean: ## Remove the build folders and any report staging folder an interrupted run left
	rm -rf .build .build-mutants .build-exercises .Reports.staging
