# The commands a reader needs. `make help` lists them.
SWIFT ?= swift
# Tests and coverage use separate build folders so that neither rebuilds the other.
TEST_BUILD := .build
FUZZ_SEED ?= 1
FUZZ_COUNT ?= 10000
FUZZ_STEPS ?= 30

.PHONY: help test compare fuzz lint bench clean

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-9s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

test: ## Build everything with warnings as errors and run every test
	$(SWIFT) build --build-tests --scratch-path $(TEST_BUILD) -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build --scratch-path $(TEST_BUILD)

compare: ## Measure every style and write Reports/ (Markdown, HTML, JSON)
	bash scripts/compare.sh

fuzz: ## Random operation sequences against every style (FUZZ_SEED, FUZZ_COUNT, FUZZ_STEPS)
	$(SWIFT) run --scratch-path $(TEST_BUILD) compare fuzz --seed $(FUZZ_SEED) --count $(FUZZ_COUNT) --steps $(FUZZ_STEPS)

lint: ## Check formatting with swift format and the committed .swift-format
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

bench: ## Time a repeated `make compare` against one coverage test run
	bash scripts/benchmark-compare.sh

clean: ## Remove build folders and generated scratch files
	rm -rf .build .build-cov Reports/.tmp
