#pragma once

// StoreOpener: everything that happens before a ContentStore can be used —
// creating a fresh store from the bundled content, checking a file's health,
// migrating it, moving a broken file aside, falling back to a temporary folder.

#include "store/content_store.h"

namespace zv {

// Why an existing file could not be used, in plain words and technically.
struct StoreProblem {
    enum class Kind { None, Broken, Newer, Unusable };
    Kind kind = Kind::None;
    QString reasonDe;
    QString reasonEn;
    QString technical;
};

class StoreOpener {
public:
    static std::unique_ptr<ContentStore> open(const QString& path, ContentStore::Mode mode,
                                              OpenReport* report);
    static std::unique_ptr<ContentStore> restore(const QString& path, OpenReport* report);

private:
    // Opens an existing file: pragmas, integrity check, version check, migration.
    static std::unique_ptr<ContentStore> connect(const QString& path, ContentStore::Mode mode,
                                                 OpenReport& report, StoreProblem& problem);
    // Builds a new store from the bundled content next to `path`, then moves it
    // into place, so a half-built store never sits at `path`.
    static bool createFresh(const QString& path, StoreProblem& problem);
    // Renames `path` (and its -wal/-shm companions) aside; returns the new name.
    static QString moveAside(const QString& path, StoreProblem& problem);
    // A fresh store in a new temporary folder, for a kiosk that must run anyway.
    static std::unique_ptr<ContentStore> openFallback(OpenReport& report);
    static std::unique_ptr<ContentStore> createAndConnect(const QString& path,
                                                          ContentStore::Mode mode,
                                                          OpenReport& report,
                                                          StoreProblem& problem);
};

// Plain-language messages for staff (open_messages.cpp).
namespace messages {
void opened(OpenReport& report);
void created(OpenReport& report);
void recovered(OpenReport& report, const StoreProblem& problem);
void fallback(OpenReport& report, const StoreProblem& problem);
void failed(OpenReport& report, const StoreProblem& problem);
} // namespace messages

} // namespace zv
