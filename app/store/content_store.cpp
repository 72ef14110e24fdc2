int zvStorePlaceholderForSkeletonBuild = 0;
