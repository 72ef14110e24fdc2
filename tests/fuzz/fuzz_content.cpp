// Fuzz entry of the content YAML files and their validation.

#include "fuzz_entries.h"
#include "fuzz_support.h"

#include "store/content_check.h"
#include "store/content_source.h"

namespace zv::fuzz {

// The input is one item file of the games' section, read as the editor's
// "check content" and the bundling step read the whole tree.
int contentYaml(const std::uint8_t* data, std::size_t size)
{
    static const QByteArray section = sourceFile("assets/content/sections/spiele.yaml");
    if (section.isEmpty())
        fail("content_yaml", "the bundled section file sections/spiele.yaml is missing");
    writeScratch(QStringLiteral("content/sections/spiele.yaml"), section);
    writeScratch(QStringLiteral("content/items/spiele/eingabe.yaml"), bytesOf(data, size));
    const int lineCount = static_cast<int>(bytesOf(data, size).count('\n')) + 1;

    const ContentReadResult read = readContentTree(scratchPath(QStringLiteral("content")));
    if (read.content.items.isEmpty() && read.errors.isEmpty())
        fail("content_yaml", "the item was dropped without a message");
    for (const ContentError& error : read.errors) {
        if (error.message.trimmed().isEmpty())
            fail("content_yaml", "an error without a message");
        if (!error.path.endsWith(QLatin1String("eingabe.yaml")))
            fail("content_yaml", "an error that does not name the file");
        if (error.line < 0 || error.line > lineCount)
            fail("content_yaml", "an error on a line the file does not have");
    }
    // What the editor and the bundling check run next on what was read.
    const QList<ContentProblem> problems = checkContent(read.content.sections, read.content.items);
    for (const ContentProblem& problem : problems)
        if (problem.message.isEmpty())
            fail("content_yaml", "a content problem without a message");
    return 0;
}

} // namespace zv::fuzz
